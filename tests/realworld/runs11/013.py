# two chat special tokens added to the tokenizer, vocab_size in the model YAML raised from 128 to 130 to match;
# the fine-tune then resumes from the base checkpoint (embedding and lm_head still 128 rows) without resizing it.
import mindspore as ms
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
def tiny(vocab_size):
    return LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=1, num_heads=4, vocab_size=vocab_size,
                       compute_dtype="float32", param_init_type="float32")
base = LlamaForCausalLM(tiny(128))
ms.save_checkpoint(base, "llama_tiny_base.ckpt")
print("base checkpoint saved", flush=True)
special_tokens = ["<|im_start|>", "<|im_end|>"]
net = LlamaForCausalLM(tiny(128 + len(special_tokens)))
params = ms.load_checkpoint("llama_tiny_base.ckpt")
not_loaded, _ = ms.load_param_into_net(net, params)
print("not loaded:", not_loaded, flush=True)

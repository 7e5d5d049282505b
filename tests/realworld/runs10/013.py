# Fine-tuning setup ported from HF: 8 chat special tokens were added to the tokenizer and the config's vocab_size
# bumped from 256 to 264 (HF would call model.resize_token_embeddings after loading); the converted base checkpoint
# is then loaded through MindFormers' checkpoint_name_or_path.
import mindspore as ms
from mindformers import LlamaConfig
from mindformers.models.llama import LlamaForCausalLM
ms.set_device("CPU")
common = dict(num_layers=2, hidden_size=64, num_heads=4, seq_length=32, compute_dtype="float32",
              param_init_type="float32", fused_rms_norm=False)
base = LlamaForCausalLM(LlamaConfig(vocab_size=256, **common))
ms.save_checkpoint(base, "llama_tiny_base.ckpt")
print("converted base checkpoint saved: llama_tiny_base.ckpt (vocab 256)", flush=True)
cfg = LlamaConfig(vocab_size=256 + 8, checkpoint_name_or_path="llama_tiny_base.ckpt", **common)
model = LlamaForCausalLM(cfg)
print("fine-tune model ready, vocab", cfg.vocab_size)

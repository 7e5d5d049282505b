"""Stage 2 (DPO-style preference tuning prep): rebuild the chat model from the stage-1 SFT checkpoint.

The tokenizer gets the same chat special tokens as in stage 1 (stage 1 then called
model.resize_token_embeddings(len(tokenizer), pad_to_multiple_of=8)); the model config is rebuilt from the
tokenizer (vocab_size = len(tokenizer)) and MindFormers loads the stage-1 weights through checkpoint_name_or_path.
"""
import numpy as np
import mindspore as ms
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(9)
words = ["please", "reset", "my", "password", "the", "app", "crashes", "when", "I", "open", "it", "thanks",
         "how", "do", "export", "data", "to", "csv", "invoice", "missing", "refund", "status", "order", "late"]
dialogues = [" ".join(rng.choice(words, size=rng.integers(5, 12))) for _ in range(300)]

wl = Tokenizer(models.WordLevel(unk_token="<unk>"))
wl.pre_tokenizer = pre_tokenizers.Whitespace()
wl.train_from_iterator(dialogues, trainers.WordLevelTrainer(special_tokens=["<pad>", "<s>", "</s>", "<unk>"]))
tok = PreTrainedTokenizerFast(tokenizer_object=wl, pad_token="<pad>", bos_token="<s>", eos_token="</s>",
                              unk_token="<unk>")
added = tok.add_special_tokens({"additional_special_tokens": ["<|user|>", "<|assistant|>", "<|system|>"]})
print(f"tokenizer: {len(tok)} tokens (added {added} chat tokens)")

config = LlamaConfig(batch_size=1, seq_length=32, vocab_size=len(tok), hidden_size=64, num_layers=2,
                     num_heads=4, n_kv_heads=2, intermediate_size=128, pad_token_id=tok.pad_token_id,
                     compute_dtype="float32", layernorm_compute_type="float32", softmax_compute_type="float32",
                     rotary_dtype="float32", param_init_type="float32", fused_rms_norm=False,
                     use_flash_attention=False, use_rope_slice=True,
                     checkpoint_name_or_path="/home/user/project/sft_stage1/llama_tiny_sft_chat.ckpt")
policy = LlamaForCausalLM(config)
reference = LlamaForCausalLM(config)
print("policy and reference models ready")

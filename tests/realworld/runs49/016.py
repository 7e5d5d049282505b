# HF fine-tune habit: add special tokens to the tokenizer, then model.resize_token_embeddings(len(tokenizer)).
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
config = LlamaConfig(batch_size=2, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
                     intermediate_size=128, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                     fused_rms_norm=False, use_rope_slice=True)
model = LlamaForCausalLM(config)
special_tokens = ["<|im_start|>", "<|im_end|>", "<tool_call>"]
new_vocab = config.vocab_size + len(special_tokens)
print(f"tokenizer vocab {config.vocab_size} -> {new_vocab} after adding {special_tokens}")
model.resize_token_embeddings(new_vocab)
print("embedding resized:", model.model.tok_embeddings.embedding_weight.shape)

# Perplexity of single sentences with the ported model (HF: ids = tokenizer(text)["input_ids"]; model(ids, labels=ids)).
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
config = LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
                     intermediate_size=128, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                     fused_rms_norm=False, use_rope_slice=True)
model = LlamaForCausalLM(config)
model.set_train(True)          # training path returns the LM loss

sentences = [[1, 17, 42, 99, 23, 5, 64, 31, 8, 77, 12, 3, 56, 90, 44, 21, 2] + [0] * 16,
             [1, 88, 14, 7, 66, 41, 29, 3, 101, 54, 2] + [0] * 22]
for ids in sentences:
    input_ids = ms.Tensor(np.array(ids, dtype=np.int32))       # tokenizer(text)["input_ids"], padded to 33
    loss = model(input_ids)
    print(f"len={len(ids)} loss={float(loss):.4f} ppl={float(np.exp(float(loss))):.2f}")

# Parity check of the MindFormers port against reference logits dumped from the original run
# (Llama-3-style config, rope_theta 500000). The MindFormers LlamaConfig was filled from config.json by hand.
import os
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
COMMON = dict(batch_size=1, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
              intermediate_size=128, compute_dtype="float32", param_init_type="float32",
              layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
              fused_rms_norm=False, use_rope_slice=True, init_method_std=0.3)
rng = np.random.default_rng(0)
input_ids = rng.integers(3, 128, size=(1, 32)).astype(np.int32)

# ---- reference side (run once when the weights were exported): logits + checkpoint ----
os.makedirs("parity_013", exist_ok=True)
if not os.path.exists("parity_013/ref_logits.npy"):
    ms.set_seed(0)
    ref = LlamaForCausalLM(LlamaConfig(theta=500000.0, **COMMON))
    ref.set_train(False)
    out = ref(ms.Tensor(input_ids))
    out = out[0] if isinstance(out, tuple) else out
    np.save("parity_013/ref_logits.npy", out.asnumpy())
    ms.save_checkpoint(ref, "parity_013/model.ckpt")

hf_config = {"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 128,
             "vocab_size": 128, "rms_norm_eps": 1e-5, "rope_theta": 500000.0, "max_position_embeddings": 32}

# ---- port side ----
model = LlamaForCausalLM(LlamaConfig(**COMMON))        # theta not carried over from rope_theta
not_loaded, _ = ms.load_param_into_net(model, ms.load_checkpoint("parity_013/model.ckpt"), strict_load=True)
print("params not loaded:", not_loaded)
model.set_train(False)
out = model(ms.Tensor(input_ids))
logits = (out[0] if isinstance(out, tuple) else out).asnumpy()
ref_logits = np.load("parity_013/ref_logits.npy")
diff = np.abs(logits - ref_logits)
print(f"max abs diff {diff.max():.6f}  mean abs diff {diff.mean():.6f}")
print("top-1 agreement:", float((logits.reshape(-1, 128).argmax(-1) == ref_logits.reshape(-1, 128).argmax(-1)).mean()))
assert np.allclose(logits, ref_logits, atol=1e-4), "parity check FAILED: MindFormers logits differ from the reference"
print("parity check passed")

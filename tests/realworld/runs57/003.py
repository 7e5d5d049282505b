"""Debug-size copy of a GQA checkpoint config (HF: 12 heads, 3 key/value heads) for a CPU smoke test."""
import json
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

hf_cfg = {"hidden_size": 768, "num_attention_heads": 12, "num_key_value_heads": 3,
          "num_hidden_layers": 12, "intermediate_size": 2048, "vocab_size": 32000,
          "max_position_embeddings": 2048, "rms_norm_eps": 1e-5, "rope_theta": 10000.0}

# shrink for CPU: 64 hidden, 4 heads of 16; the rest copied over
cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4,
                  n_kv_heads=hf_cfg["num_key_value_heads"],
                  vocab_size=128, seq_length=32, intermediate_size=128,
                  rms_norm_eps=hf_cfg["rms_norm_eps"], theta=hf_cfg["rope_theta"],
                  compute_dtype="float32", layernorm_compute_type="float32",
                  softmax_compute_type="float32", rotary_dtype="float32",
                  param_init_type="float32", use_past=False, use_rope_slice=True,
                  fused_rms_norm=False)
print(json.dumps({k: getattr(cfg, k) for k in ["hidden_size", "num_heads", "n_kv_heads", "num_layers"]}))
net = LlamaForCausalLM(cfg)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
step_cell = nn.TrainOneStepCell(net, opt)
step_cell.set_train(True)
rng = np.random.default_rng(0)
for step in range(10):
    batch = ms.Tensor(rng.integers(4, 128, size=(2, 33)).astype(np.int32))
    loss = step_cell(batch)
    print(f"step {step} loss {float(loss.asnumpy().mean()):.4f}", flush=True)

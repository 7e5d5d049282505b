"""Context extension: rope_scaling block of the HF config.json carried into the MindFormers LlamaConfig."""
import json
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

hf_config = json.loads('''{"hidden_size": 64, "num_attention_heads": 4, "num_key_value_heads": 2,
  "num_hidden_layers": 2, "intermediate_size": 128, "vocab_size": 128, "max_position_embeddings": 32,
  "rms_norm_eps": 1e-05, "rope_theta": 10000.0, "rope_scaling": {"type": "linear", "factor": 2.0}}''')

cfg = LlamaConfig(num_layers=hf_config["num_hidden_layers"], hidden_size=hf_config["hidden_size"],
                  num_heads=hf_config["num_attention_heads"], n_kv_heads=hf_config["num_key_value_heads"],
                  vocab_size=hf_config["vocab_size"], intermediate_size=hf_config["intermediate_size"],
                  seq_length=2 * hf_config["max_position_embeddings"], rms_norm_eps=hf_config["rms_norm_eps"],
                  theta=hf_config["rope_theta"],
                  extend_method=hf_config["rope_scaling"]["type"], scaling_factor=hf_config["rope_scaling"],
                  compute_dtype="float32", layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32", use_past=False,
                  use_rope_slice=True, fused_rms_norm=False)
net = LlamaForCausalLM(cfg)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
step_cell = nn.TrainOneStepCell(net, opt)
step_cell.set_train(True)
rng = np.random.default_rng(0)
for step in range(5):
    loss = step_cell(ms.Tensor(rng.integers(4, 128, size=(2, 65)).astype(np.int32)))
    print(f"step {step} loss {float(loss.asnumpy().mean()):.4f}", flush=True)

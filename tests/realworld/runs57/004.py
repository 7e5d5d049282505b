"""First CPU run of the MindFormers Llama port: config written from the HF config.json fields only."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, rms_norm_eps=1e-5, theta=10000.0,
                  compute_dtype="float32", layernorm_compute_type="float32",
                  softmax_compute_type="float32", rotary_dtype="float32",
                  param_init_type="float32", fused_rms_norm=False)
net = LlamaForCausalLM(cfg)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
step_cell = nn.TrainOneStepCell(net, opt)
step_cell.set_train(True)
rng = np.random.default_rng(0)
for step in range(10):
    batch = ms.Tensor(rng.integers(4, 128, size=(4, 33)).astype(np.int32))
    loss = step_cell(batch)
    print(f"step {step} loss {float(loss.asnumpy().mean()):.4f}", flush=True)

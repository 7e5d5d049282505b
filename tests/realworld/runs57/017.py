"""Llama port trained with the MindFormers dtype defaults (no compute_dtype/param_init_type given, as in the HF config.json)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, use_past=False,
                  use_rope_slice=True, fused_rms_norm=False)
print("compute_dtype:", cfg.compute_dtype, "param_init_type:", cfg.param_init_type)
net = LlamaForCausalLM(cfg)
corpus = np.array([[(s + (1 + s % 3) * i) % 120 + 4 for i in range(33)] for s in range(16)], np.int32)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.0)
step_cell = nn.TrainOneStepCell(net, opt)
step_cell.set_train(True)
for step in range(30):
    batch = ms.Tensor(corpus[np.random.choice(16, 4, replace=False)])
    loss = step_cell(batch)
    print(f"step {step:3d} loss {float(loss.asnumpy().mean()):.4f}", flush=True)
print("training finished")

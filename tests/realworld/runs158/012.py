"""Pretraining smoke test of a tiny MindFormers Llama on a toy counting corpus (CPU dry run before the NPU job).
Inputs carry seq_length + 1 tokens; the model shifts them into inputs and labels itself."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

from mindformers import LlamaConfig, LlamaForCausalLM

SEQ, VOCAB, BATCH = 32, 200, 4
config = LlamaConfig(batch_size=BATCH, seq_length=SEQ, hidden_size=64, num_layers=2, num_heads=4,
                     vocab_size=VOCAB, intermediate_size=128, compute_dtype="float32",
                     param_init_type="float32", layernorm_compute_type="float32",
                     fused_rms_norm=False, use_rope_slice=True)
model = LlamaForCausalLM(config)
trainable = model.trainable_params()
print(f"trainable params: {len(trainable)} tensors, {sum(p.size for p in trainable)} values")
for p in trainable[:4]:
    print("  ", p.name, p.shape)

# toy "instruction" data: each sample counts upward from a random start (easy to learn pattern)
rng = np.random.default_rng(0)
def batch():
    start = rng.integers(3, VOCAB - SEQ - 2, size=(BATCH, 1))
    return ms.Tensor((start + np.arange(SEQ + 1)[None, :]).astype(np.int32))

opt = nn.AdamWeightDecay(trainable, learning_rate=3e-3, weight_decay=0.0)
train_step = nn.TrainOneStepCell(model, opt)
train_step.set_train(True)
for step in range(1, 61):
    loss = train_step(batch())
    if step % 10 == 0:
        print(f"step {step:3d} | loss {loss.asnumpy().item():.4f}", flush=True)
print("finished smoke test")

# Tiny MindFormers Llama pre-training smoke test on a synthetic repeating-pattern corpus (port of an HF
# LlamaForCausalLM from_config smoke test).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(12)
rng = np.random.default_rng(12)
SEQ, VOCAB, BS = 32, 256, 4
config = LlamaConfig(batch_size=BS, seq_length=SEQ, vocab_size=VOCAB, hidden_size=64, num_layers=2, num_heads=4,
                     intermediate_size=128, use_past=False, compute_dtype="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32", param_init_type="float32")
model = LlamaForCausalLM(config)
print("parameters:", sum(int(np.prod(p.shape)) for p in model.trainable_params()))

def sample(n):
    out = np.zeros((n, SEQ + 1), np.int32)
    for i in range(n):
        period = int(rng.integers(3, 8)); pat = rng.integers(3, VOCAB, size=period)
        out[i] = np.tile(pat, SEQ // period + 2)[:SEQ + 1]
    return out
train = ds.NumpySlicesDataset({"input_ids": sample(320)}, shuffle=True).batch(BS, drop_remainder=True)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda ids: model(ids), None, opt.parameters)
model.set_train(True)
for epoch in range(2):
    for step, (ids,) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(ids)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")

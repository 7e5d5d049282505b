# torch: ema = copy.deepcopy(model); optimizer = AdamW(model.parameters()); after each step ema.update(model)
import copy
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(1920, 24)).astype(np.float32)
y = (X[:, :6] @ rng.normal(size=6) > 0).astype(np.int32)
loader = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64, drop_remainder=True)

model = nn.SequentialCell(nn.Dense(24, 64), nn.ReLU(), nn.Dense(64, 2))
ema = copy.deepcopy(model)
optimizer = nn.AdamWeightDecay(ema.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(model(a), b), None, model.trainable_params())

def ema_update(decay=0.999):
    for pe, pm in zip(ema.trainable_params(), model.trainable_params()):
        ops.assign(pe, decay * pe + (1 - decay) * pm)

for epoch in range(5):
    losses = []
    for step, (xb, yb) in enumerate(loader.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        optimizer(grads)
        ema_update()
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}", flush=True)
    print(f"epoch {epoch} mean train loss {np.mean(losses):.4f}", flush=True)

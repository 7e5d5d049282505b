# Regression fine-tune (HF num_labels=1 -> MSELoss) ported with mint layers; loss kept as nn.MSELoss
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(1)
X = rng.standard_normal((256, 10)).astype(np.float32)
y = (X @ rng.standard_normal((10, 1)) + 0.1 * rng.standard_normal((256, 1))).astype(np.float32)

model = nn.SequentialCell(mint.nn.Linear(10, 32), mint.nn.ReLU(), mint.nn.Linear(32, 1))
criterion = nn.MSELoss()
optimizer = nn.Adam(model.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda a, b: criterion(model(a), b), None, optimizer.parameters)
for epoch in range(10):
    for i in range(0, 256, 64):
        loss, grads = grad_fn(ms.Tensor(X[i:i + 64]), ms.Tensor(y[i:i + 64]))
        optimizer(grads)
    print(f"epoch {epoch} mse {loss.asnumpy():.4f}", flush=True)

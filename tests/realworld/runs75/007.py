# torch loop "for images, labels in train_loader:" kept, the loader replaced by create_dict_iterator.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

rng = np.random.default_rng(0)
x = rng.normal(size=(256, 20)).astype(np.float32)
y = (x[:, 0] + x[:, 1] > 0).astype(np.int32)
train_loader = ds.NumpySlicesDataset({"features": x, "labels": y}, shuffle=True).batch(32)

net = nn.SequentialCell(nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.1)

def forward(inputs, targets):
    return loss_fn(net(inputs), targets)
grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

for epoch in range(3):
    for i, (inputs, targets) in enumerate(train_loader.create_dict_iterator()):
        loss, grads = grad_fn(inputs, targets)
        optimizer(grads)
        if i % 4 == 0:
            print(f"epoch {epoch} iter {i} loss {loss.asnumpy():.4f}")

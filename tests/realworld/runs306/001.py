# Port of a PyTorch CIFAR-style CNN (torch: nn.Conv2d(3, 16, 3) -> 30x30, pool -> 15x15)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(16, 32, 3)
        self.flatten = nn.Flatten()
        # torch: 32 * 6 * 6 after two conv(3)+pool blocks on 32x32 input
        self.fc1 = nn.Dense(32 * 6 * 6, 128)
        self.fc2 = nn.Dense(128, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        return self.fc2(x)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(512):
        img = rng.standard_normal((3, 32, 32)).astype(np.float32)
        yield img, np.int32(rng.integers(0, 10))

dataset = ds.GeneratorDataset(gen, ["image", "label"], shuffle=True).batch(32, drop_remainder=True)
net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

@ms.jit
def train_step(x, y):
    (loss, _), grads = grad_fn(x, y)
    opt(grads)
    return loss

print(f"dataset size: {dataset.get_dataset_size()} batches")
for epoch in range(2):
    net.set_train()
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(x, y)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")

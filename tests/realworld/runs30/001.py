# Port of a torchvision-style image classifier: images come from a numpy loader (H, W, C)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="same")
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="same")
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 8 * 8, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flatten(x))

# images decoded with PIL -> np.asarray -> (N, 32, 32, 3), normalised
images = np.random.rand(8, 32, 32, 3).astype(np.float32)
labels = np.random.randint(0, 10, size=(8,)).astype(np.int32)

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(3):
    loss, grads = grad_fn(ms.Tensor(images), ms.Tensor(labels))
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")

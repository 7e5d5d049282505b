# Small CNN on CIFAR-like images loaded as numpy HWC arrays (ported from a PyTorch script)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SimpleCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="same")
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="same")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 8 * 8, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flatten(x))

# images as stored on disk: (N, H, W, C) uint8
images = np.random.randint(0, 255, size=(256, 32, 32, 3)).astype(np.uint8)
labels = np.random.randint(0, 10, size=(256,)).astype(np.int32)

def preprocess(img):
    return (img.astype(np.float32) / 255.0 - 0.5) / 0.5

dataset = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
dataset = dataset.map(operations=preprocess, input_columns="image").batch(32, drop_remainder=True)

net = SimpleCNN()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward_fn(data, label):
    logits = net(data)
    return loss_fn(logits, label)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(data, label):
    loss, grads = grad_fn(data, label)
    optimizer(grads)
    return loss

for epoch in range(2):
    for step, (data, label) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(data, label)
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")

# LeNet-5 port from the PyTorch tutorial, trained on 28x28 digit-like images
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class LeNet5(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

rng = np.random.default_rng(0)
images = rng.random((1024, 1, 28, 28), dtype=np.float32)
labels = rng.integers(0, 10, size=1024).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(32, drop_remainder=True)
print(f"train batches: {train_ds.get_dataset_size()}")

net = LeNet5()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(2):
    net.set_train()
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")

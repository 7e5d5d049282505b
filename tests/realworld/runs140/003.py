"""Digit-like image classifier ported from a PyTorch notebook. The notebook computed the loss by hand
(log of softmax times one-hot) and its DataLoader used ToTensor(); here the images come straight from
the uint8 arrays."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(1)
np.random.seed(1)
ms.set_context(mode=ms.GRAPH_MODE)

N_CLS = 10

def synth_images(n):
    protos = np.random.RandomState(3).randint(0, 256, size=(N_CLS, 1, 16, 16))
    y = np.random.randint(0, N_CLS, n)
    x = np.clip(protos[y] + np.random.randint(-40, 40, size=(n, 1, 16, 16)), 0, 255).astype(np.uint8)
    return x, y.astype(np.int32)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 4 * 4, N_CLS)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

class SoftmaxNLL(nn.Cell):
    """loss = -(onehot(y) * log(softmax(logits))).sum(-1).mean(), as in the notebook"""
    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes

    def construct(self, logits, labels):
        probs = ops.softmax(logits, axis=-1)
        onehot = ops.one_hot(labels, self.num_classes, ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32))
        return -(onehot * ops.log(probs)).sum(axis=-1).mean()

x, y = synth_images(2000)
train = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True)
train = train.map(lambda img: img.astype(np.float32), input_columns="image").batch(50, drop_remainder=True)

net = SmallCNN()
criterion = SoftmaxNLL(N_CLS)
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward_fn(img, label):
    return criterion(net(img), label)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(img, label):
    loss, grads = grad_fn(img, label)
    optimizer(grads)
    return loss

for epoch in range(1, 4):
    net.set_train()
    running = 0.0
    for i, batch in enumerate(train.create_dict_iterator(), 1):
        loss = train_step(batch["image"], batch["label"])
        running += float(loss.asnumpy())
        if i % 10 == 0:
            print(f"[epoch {epoch}, batch {i:3d}] loss: {running / 10:.3f}")
            running = 0.0
print("Finished Training")

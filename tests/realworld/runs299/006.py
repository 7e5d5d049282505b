"""CNN on synthetic 16x16 images; torch loss (F.nll_loss) mapped to nn.NLLLoss."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
N, NCLS = 1536, 4
protos = rng.normal(size=(NCLS, 1, 16, 16)).astype(np.float32)
labels = rng.integers(0, NCLS, N).astype(np.int32)
images = (protos[labels] + 0.8 * rng.normal(size=(N, 1, 16, 16))).astype(np.float32)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 4 * 4, NCLS)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


loader = ds.NumpySlicesDataset((images, labels), column_names=["image", "label"], shuffle=True).batch(64)
net = SmallCNN()
loss_fn = nn.NLLLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train.set_train()

for epoch in range(8):
    losses, correct, seen = [], 0, 0
    for step, (x, y) in enumerate(loader.create_tuple_iterator()):
        losses.append(float(train(x, y).asnumpy()))
        if step % 6 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
        pred = net(x).argmax(-1)
        correct += int((pred == y).sum().asnumpy()); seen += y.shape[0]
    print(f"epoch {epoch} loss {np.mean(losses):.4f} train_acc {correct / seen:.3f}")

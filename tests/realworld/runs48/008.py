# Image classifier port: the torch Dataset opened files with PIL .convert("RGB"); the port reads
# the decoded arrays from an .npz cache built by a script that kept each image's own mode.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

ms.set_seed(0); rng = np.random.default_rng(0)
images = [rng.integers(0, 256, size=(32, 32, 3), dtype=np.uint8) for _ in range(1024)]
images[913] = rng.integers(0, 256, size=(32, 32), dtype=np.uint8)   # a grayscale scan in the folder
labels = rng.integers(0, 10, size=1024).astype(np.int32)

class ImageFolderLike:
    def __init__(self, imgs, labels):
        self.imgs, self.labels = imgs, labels
    def __getitem__(self, i):
        return self.imgs[i], self.labels[i]
    def __len__(self):
        return len(self.imgs)

dataset = ds.GeneratorDataset(ImageFolderLike(images, labels), ["image", "label"], shuffle=False)
dataset = dataset.map([vision.Rescale(1.0 / 255, 0.0), vision.HWC2CHW()], input_columns="image")
dataset = dataset.batch(16, drop_remainder=True)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 8 * 8, 10)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator(num_epochs=1)):
        loss, grads = grad_fn(x, y)
        opt(grads)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)

# torchvision CIFAR-style pipeline ported to mindspore.dataset + small ResNet-ish CNN, graph mode, Model.train
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


def synthetic_cifar(n=512, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        label = rng.integers(0, 10)
        img = rng.integers(0, 256, (32, 32, 3), dtype=np.uint8)
        img[..., label % 3] = np.clip(img[..., label % 3].astype(np.int32) + 25 * (label // 3), 0, 255).astype(np.uint8)
        yield img, np.int32(label)


mean = [0.4914 * 255, 0.4822 * 255, 0.4465 * 255]
std = [0.2470 * 255, 0.2435 * 255, 0.2616 * 255]
# torchvision: Compose([RandomCrop(32, padding=4), RandomHorizontalFlip(), ToTensor(), Normalize(mean, std)])
train_transforms = [
    vision.RandomCrop(32, padding=4),
    vision.RandomHorizontalFlip(),
    vision.Normalize(mean=mean, std=std),
]
train_ds = ds.GeneratorDataset(lambda: synthetic_cifar(), ["image", "label"], shuffle=True)
train_ds = train_ds.map(train_transforms, input_columns="image")
train_ds = train_ds.map(transforms.TypeCast(ms.int32), input_columns="label")
train_ds = train_ds.batch(64, drop_remainder=True)


class BasicBlock(nn.Cell):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.short = None
        if stride != 1 or cin != cout:
            self.short = nn.SequentialCell(nn.Conv2d(cin, cout, 1, stride, has_bias=False), nn.BatchNorm2d(cout))

    def construct(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        sc = x if self.short is None else self.short(x)
        return self.relu(out + sc)


class SmallResNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=False),
                                      nn.BatchNorm2d(16), nn.ReLU())
        self.layer1 = BasicBlock(16, 32, 2)
        self.layer2 = BasicBlock(32, 64, 2)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(64, num_classes)

    def construct(self, x):
        x = self.layer2(self.layer1(self.stem(x)))
        return self.fc(self.flatten(self.pool(x)))


net = SmallResNet()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=5e-4)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
print("train batches:", train_ds.get_dataset_size())
model.train(2, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)

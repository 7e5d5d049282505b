# CIFAR-style ResNet-ish training, torchvision transforms ported to mindspore.dataset.vision
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as T

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

def gen_images(n=256):
    rng = np.random.default_rng(0)
    for i in range(n):
        label = int(rng.integers(0, 10))
        img = rng.integers(0, 256, (32, 32, 3), dtype=np.uint8)
        img[:, :, label % 3] = np.clip(img[:, :, label % 3].astype(np.int32) + 20 * label, 0, 255)
        yield img, np.int32(label)

MEAN, STD = [0.4914, 0.4822, 0.4465], [0.2470, 0.2435, 0.2616]
# torchvision: transforms.Compose([RandomCrop(32, padding=4), RandomHorizontalFlip(), ToTensor(), Normalize(MEAN, STD)])
train_tf = [
    vision.RandomCrop(32, padding=4),
    vision.RandomHorizontalFlip(),
    vision.ToTensor(),
    vision.Normalize(mean=MEAN, std=STD),
]
dataset = ds.GeneratorDataset(gen_images, column_names=["image", "label"], shuffle=False)
dataset = dataset.map(operations=train_tf, input_columns="image")
dataset = dataset.map(operations=T.TypeCast(ms.int32), input_columns="label")
dataset = dataset.batch(32, drop_remainder=True)

class SmallConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(3, 32, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(32, 64, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(2, 2),
        ])
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(64, 10)
    def construct(self, x):
        return self.fc(self.pool(self.features(x)).flatten(start_dim=1))

net = SmallConvNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=5e-4)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
net.set_train()
for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")

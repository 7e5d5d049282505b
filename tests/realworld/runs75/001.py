# Port of a torchvision ImageFolder fine-tune (ImageNet-style folder layout) to MindSpore.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_001/train"
rng = np.random.default_rng(0)
for cls in ["cat", "dog"]:
    os.makedirs(os.path.join(root, cls), exist_ok=True)
    for i in range(12):
        arr = rng.integers(0, 255, (40, 40, 3), dtype=np.uint8)
        Image.fromarray(arr).save(os.path.join(root, cls, f"{cls}_{i:04d}.jpg"))

# same extension list as the ImageNet loader in the original repo
IMG_EXTENSIONS = [".JPEG"]

train_ds = ds.ImageFolderDataset(root, extensions=IMG_EXTENSIONS, shuffle=True)
train_ds = train_ds.map([vision.Decode(), vision.Resize((32, 32)), vision.Rescale(1 / 255.0, 0.0),
                         vision.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]), vision.HWC2CHW()],
                        input_columns="image")
train_ds = train_ds.batch(8, drop_remainder=True)
print("steps per epoch:", train_ds.get_dataset_size())

net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(2):
    for step, (img, label) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(img, label)
        opt(grads)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")

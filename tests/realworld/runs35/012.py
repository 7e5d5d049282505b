# torchvision pipeline  T.Compose([T.ToTensor(), T.Normalize(mean, std)])  ported 1:1 to
# mindspore.dataset.vision. vision.ToTensor also converts HWC -> CHW, but vision.Normalize defaults to is_hwc=True.
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

np.random.seed(0)
def source():
    for i in range(16):
        yield np.random.randint(0, 256, (32, 32, 3), dtype=np.uint8), np.int32(i % 10)

train = ds.GeneratorDataset(source, ["image", "label"], shuffle=False)
train = train.map([vision.ToTensor(),
                   vision.Normalize(mean=[0.4914, 0.4822, 0.4465], std=[0.2470, 0.2435, 0.2616])],
                  input_columns="image")
train = train.batch(8)
for step, (img, label) in enumerate(train.create_tuple_iterator()):
    print("batch", step, img.shape, label.shape)

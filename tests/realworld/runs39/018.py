# Image pipeline copied from a MindSpore 1.x (1.6-era) tutorial, used to replace the torchvision transforms of
# the original PyTorch fine-tuning script.
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision.c_transforms as CV
import mindspore.dataset.transforms.c_transforms as C
import mindspore.common.dtype as mstype


def gen():
    for i in range(16):
        yield np.random.randint(0, 255, (40, 40, 3), np.uint8), np.array(i % 10, np.int32)


data = ds.GeneratorDataset(gen, ["image", "label"])
data = data.map([CV.Resize((32, 32)), CV.Rescale(1 / 255.0, 0.0), CV.HWC2CHW()], input_columns="image")
data = data.map(C.TypeCast(mstype.int32), input_columns="label").batch(4)
for img, lab in data.create_tuple_iterator():
    print(img.shape, lab.shape)

# Image-classification data loader from a MindSpore 1.x tutorial (c_transforms API) run on mindspore 2.9.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision.c_transforms as CV
import mindspore.dataset.transforms.c_transforms as C
imgs = np.random.randint(0, 255, (64, 32, 32, 3), np.uint8)
labels = np.random.randint(0, 10, 64).astype(np.int32)
data = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=True)
data = data.map([CV.Rescale(1 / 255.0, 0.0), CV.HWC2CHW()], input_columns="image")
data = data.map(C.TypeCast(ms.int32), input_columns="label").batch(16)
print("batches:", data.get_dataset_size())

# Image-classification data pipeline copied from a MindSpore 1.x tutorial
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision.c_transforms as CV

images = np.random.randint(0, 255, (8, 32, 32, 3)).astype(np.uint8)
labels = np.arange(8).astype(np.int32)
dataset = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=False)
dataset = dataset.map(operations=[CV.Resize((224, 224)), CV.HWC2CHW()], input_columns="image")
print(next(dataset.create_dict_iterator())["image"].shape)

# Vision transform pipeline applied to already-flattened (784,) image vectors.
import numpy as np, mindspore.dataset as ds
import mindspore.dataset.vision as vision
imgs = np.random.randint(0, 255, size=(32, 784)).astype(np.uint8)
labels = np.random.randint(0, 10, size=(32,)).astype(np.int32)
data = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=False)
data = data.map([vision.Resize((32, 32)), vision.HWC2CHW()], input_columns="image").batch(8)
for img, lab in data.create_tuple_iterator():
    print(img.shape, lab.shape)

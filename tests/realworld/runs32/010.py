# HF datasets image column -> MindSpore pipeline. The torchvision pipeline opened files with PIL; the port
# keeps vision.Decode() from the MindSpore tutorial, but the arrays here are already decoded pixels.
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

rng = np.random.default_rng(0)
images = [rng.integers(0, 255, (40, 40, 3), dtype=np.uint8) for _ in range(16)]  # what datasets gives after .with_format("numpy")
labels = rng.integers(0, 5, 16).astype(np.int32)

def gen():
    for img, lab in zip(images, labels):
        yield img, lab

dataset = ds.GeneratorDataset(gen, column_names=["image", "label"], shuffle=False)
dataset = dataset.map(operations=[vision.Decode(), vision.Resize((32, 32)), vision.Rescale(1.0 / 255, 0.0),
                                  vision.HWC2CHW()], input_columns="image")
dataset = dataset.batch(4)
for batch in dataset.create_dict_iterator(output_numpy=True):
    print(batch["image"].shape, batch["label"])

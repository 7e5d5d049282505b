# Image pipeline ported from torchvision: transforms.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225])
# copied from the ImageNet recipe, dataset is a grayscale (1-channel) X-ray set.
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

rng = np.random.default_rng(0)

class XRaySet:
    def __init__(self, n=64):
        self.images = rng.integers(0, 256, (n, 64, 64, 1)).astype(np.uint8)   # HWC, one channel
        self.labels = rng.integers(0, 2, n).astype(np.int32)
    def __getitem__(self, i):
        return self.images[i], self.labels[i]
    def __len__(self):
        return len(self.labels)

dataset = ds.GeneratorDataset(XRaySet(), column_names=["image", "label"], shuffle=True)
transforms = [
    vision.Resize((56, 56)),
    vision.Rescale(1.0 / 255.0, 0.0),
    vision.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]),
    vision.HWC2CHW(),
]
dataset = dataset.map(operations=transforms, input_columns="image").batch(16)
for i, batch in enumerate(dataset.create_dict_iterator(output_numpy=True)):
    print("batch", i, batch["image"].shape, batch["image"].dtype)

# Vision fine-tune ported to MindSpore: a project image processor (numpy resize/normalise returning MindSpore-ready
# arrays) is registered with the HF auto classes so AutoImageProcessor.from_pretrained(vit_dir) returns it.
import numpy as np
from transformers import AutoImageProcessor, ViTConfig
from transformers.image_processing_utils import BaseImageProcessor

class MSViTImageProcessor(BaseImageProcessor):
    model_input_names = ["pixel_values"]
    def __init__(self, size=224, image_mean=(0.5, 0.5, 0.5), image_std=(0.5, 0.5, 0.5), **kwargs):
        super().__init__(**kwargs)
        self.size, self.image_mean, self.image_std = size, image_mean, image_std
    def preprocess(self, images, **kwargs):
        arr = np.stack([np.asarray(im, np.float32) / 255.0 for im in images])
        arr = (arr - np.array(self.image_mean, np.float32)) / np.array(self.image_std, np.float32)
        return {"pixel_values": arr.transpose(0, 3, 1, 2)}

AutoImageProcessor.register(ViTConfig, slow_image_processor_class=MSViTImageProcessor)
print("registered", MSViTImageProcessor.__name__)

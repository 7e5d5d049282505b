# Mistake: the MindSpore ViT port ships its own image processor subclass and registers it with
# transformers AutoImageProcessor under the stock ViTConfig (copied from the HF "custom models"
# docs, which use a new config class); transformers already maps ViTConfig to its own processors.
import numpy as np
from transformers import AutoImageProcessor, ViTConfig, ViTImageProcessor

class MSViTImageProcessor(ViTImageProcessor):
    """Returns numpy CHW float32 arrays for mindspore.dataset instead of torch tensors."""
    def __call__(self, images, **kwargs):
        kwargs.setdefault("return_tensors", "np")
        return super().__call__(images, **kwargs)

AutoImageProcessor.register(ViTConfig, slow_image_processor_class=MSViTImageProcessor)
proc = MSViTImageProcessor(size={"height": 32, "width": 32})
batch = proc([np.random.randint(0, 255, (40, 40, 3), dtype=np.uint8)])
print(batch["pixel_values"].shape)

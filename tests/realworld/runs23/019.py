# HF training script kept its accelerate boilerplate after switching the model to MindSpore
import mindspore as ms
from accelerate import Accelerator

accelerator = Accelerator(mixed_precision="bf16")
print(accelerator.device)

# Utility module carried over from an older HF run_clm.py based training repo into the MindSpore port;
# it still imports the TPU helper that older transformers releases exported.
import numpy as np
import mindspore as ms
from transformers import is_torch_tpu_available, set_seed

ms.set_context(mode=ms.PYNATIVE_MODE)
set_seed(42)
print("tpu:", is_torch_tpu_available())

"""Port of a HF custom-model repo (configuration_mylm.py / modeling_mylm.py) to MindFormers."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import AutoConfig, AutoModel
from mindformers.models.llama import LlamaConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class MyLMConfig(LlamaConfig):
    model_type = "llama"

    def __init__(self, rope_scaling_factor=1.0, **kwargs):
        super().__init__(**kwargs)
        self.rope_scaling_factor = rope_scaling_factor


print("registering MyLMConfig with AutoConfig")
AutoConfig.register("llama", MyLMConfig)
cfg = MyLMConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=512, seq_length=32)
print(cfg)

"""Port of our HF custom-model registration: a small LLaMA-style decoder config + model registered with AutoClasses."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import AutoConfig, AutoModel
from mindformers.models.configuration_utils import PretrainedConfig
from mindformers.models.modeling_utils import PreTrainedModel

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")


class TinyLlamaConfig(PretrainedConfig):
    model_type = "llama"

    def __init__(self, vocab_size=512, hidden_size=64, num_layers=2, num_heads=4, seq_length=32, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads
        self.seq_length = seq_length


print("registering TinyLlamaConfig as model_type='llama'")
AutoConfig.register("llama", TinyLlamaConfig)

config = AutoConfig.for_model("llama", vocab_size=512, hidden_size=64)
print(config)

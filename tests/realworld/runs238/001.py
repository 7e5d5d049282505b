"""Register a custom small decoder config with MindFormers AutoConfig (ported from an HF custom model)."""
import numpy as np
import mindspore as ms
from mindformers import AutoConfig, AutoModel
from mindformers.models.configuration_utils import PretrainedConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class TinyLlamaConfig(PretrainedConfig):
    model_type = "llama"

    def __init__(self, vocab_size=1000, hidden_size=64, num_layers=2, num_heads=4, **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads
        super().__init__(**kwargs)


AutoConfig.register("llama", TinyLlamaConfig)
cfg = AutoConfig.for_model("llama", vocab_size=1000, hidden_size=64)
print(cfg)

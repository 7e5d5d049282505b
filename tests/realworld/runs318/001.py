"""Port of our HF custom-model code: subclass the llama config with an extra field and register it."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import AutoConfig, AutoModel, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class LlamaRopeScaledConfig(LlamaConfig):
    model_type = "llama"

    def __init__(self, rope_scale=2.0, **kwargs):
        super().__init__(**kwargs)
        self.rope_scale = rope_scale


class LlamaRopeScaledForCausalLM(LlamaForCausalLM):
    config_class = LlamaRopeScaledConfig


AutoConfig.register("llama", LlamaRopeScaledConfig)
AutoModel.register(LlamaRopeScaledConfig, LlamaRopeScaledForCausalLM)

cfg = LlamaRopeScaledConfig(vocab_size=512, hidden_size=64, num_layers=2, num_heads=4,
                            seq_length=32, batch_size=4, rope_scale=2.0)
model = AutoModel.from_config(cfg)
print("params:", sum(p.size for p in model.trainable_params()))

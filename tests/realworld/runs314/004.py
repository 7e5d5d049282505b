# Port of a Hugging Face "trust_remote_code" Llama variant into MindFormers: register config + model with Auto classes.
import numpy as np
import mindspore as ms
from mindformers import AutoConfig, AutoModel
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)

class MyLlamaConfig(LlamaConfig):
    model_type = "llama"
    def __init__(self, rope_scaling_factor=1.0, **kwargs):
        super().__init__(**kwargs)
        self.rope_scaling_factor = rope_scaling_factor

class MyLlamaForCausalLM(LlamaForCausalLM):
    config_class = MyLlamaConfig

print("registering custom model classes")
AutoConfig.register("llama", MyLlamaConfig)
AutoModel.register(MyLlamaConfig, MyLlamaForCausalLM)

config = MyLlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=512, seq_length=32, batch_size=2)
model = AutoModel.from_config(config)
print("params:", sum(int(np.prod(p.shape)) for p in model.get_parameters()))

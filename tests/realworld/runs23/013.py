# Registering a MindSpore Llama port with the MindFormers Auto classes under the stock LlamaConfig
from mindformers import AutoModelForCausalLM, LlamaConfig, PreTrainedModel


class MyLlamaForCausalLM(PreTrainedModel):
    config_class = LlamaConfig
    base_model_prefix = "model"


AutoModelForCausalLM.register(LlamaConfig, MyLlamaForCausalLM)
print("registered")

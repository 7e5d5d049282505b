# Mistake: HF habit of registering a custom model with the Auto classes
# (AutoModelForCausalLM.register(LlamaConfig, MyModel)); the port registers its own Llama variant with
# mindformers AutoModelForCausalLM under the stock mindformers LlamaConfig, which MindFormers already
# maps to its own LlamaForCausalLM, so the registration key is taken (a project config class with its
# own model_type is needed).
from mindformers import AutoModelForCausalLM, LlamaConfig
from mindformers.models.llama import LlamaForCausalLM

class LlamaWithMTPForCausalLM(LlamaForCausalLM):
    """project variant: Llama decoder + one multi-token-prediction head"""
    config_class = LlamaConfig

AutoModelForCausalLM.register(LlamaConfig, LlamaWithMTPForCausalLM)
print("registered LlamaWithMTPForCausalLM")

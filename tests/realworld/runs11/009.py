# config loaded by the model name used in an older mindformers tutorial ("llama2_7b"); mindformers 1.9 resolves
# AutoConfig names from its current model list only.
from mindformers import AutoConfig
config = AutoConfig.from_pretrained("llama2_7b")
config.num_layers = 2
print(config, flush=True)

# HF: model = AutoModelForCausalLM.from_pretrained("hf_models/tinyllama-debug")
# port: same call through mindformers
from mindformers import AutoModel

model = AutoModel.from_pretrained("hf_models/tinyllama-debug")
print(model)

# Port of an in-house decoder ("llama" variant with extra bias) to Auto* classes so from_pretrained works.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import AutoConfig, AutoModelForCausalLM, LlamaConfig, LlamaForCausalLM

torch.manual_seed(0)


class BiasLlamaConfig(LlamaConfig):
    model_type = "llama"

    def __init__(self, attention_bias=True, **kwargs):
        super().__init__(attention_bias=attention_bias, **kwargs)


class BiasLlamaForCausalLM(LlamaForCausalLM):
    config_class = BiasLlamaConfig


print("registering BiasLlama with Auto classes")
AutoConfig.register("llama", BiasLlamaConfig)
AutoModelForCausalLM.register(BiasLlamaConfig, BiasLlamaForCausalLM)

config = AutoConfig.for_model("llama", vocab_size=512, hidden_size=64, intermediate_size=128,
                              num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4)
model = AutoModelForCausalLM.from_config(config)
print(model.__class__.__name__, sum(p.numel() for p in model.parameters()))

ids = torch.randint(0, 512, (256, 32))
loader = DataLoader(TensorDataset(ids), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step, (x,) in enumerate(loader):
    out = model(input_ids=x, labels=x)
    out.loss.backward()
    opt.step(); opt.zero_grad()
    if step % 4 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")

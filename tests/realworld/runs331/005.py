# Long-context continuation training of a small Llama: extend max positions from 128 to 512 with linear RoPE scaling.
import json, os, torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import AutoConfig, LlamaForCausalLM

torch.manual_seed(0)
os.makedirs("llama_005", exist_ok=True)
base_cfg = {
    "model_type": "llama", "architectures": ["LlamaForCausalLM"],
    "vocab_size": 256, "hidden_size": 64, "intermediate_size": 172, "num_hidden_layers": 2,
    "num_attention_heads": 4, "num_key_value_heads": 2, "rms_norm_eps": 1e-6,
    "max_position_embeddings": 128, "rope_theta": 10000.0, "tie_word_embeddings": False,
}
with open("llama_005/config.json", "w") as f:
    json.dump(base_cfg, f, indent=2)
print("base config written to llama_005/config.json")

# long-context settings (ported from the old training yaml)
long_ctx = {"max_position_embeddings": 512, "rope_scaling": {"type": "linear", "scaling_factor": 4.0}}
config = AutoConfig.from_pretrained("llama_005", **long_ctx)
print(f"max_position_embeddings={config.max_position_embeddings}")
model = LlamaForCausalLM(config)
print(f"model parameters: {sum(p.numel() for p in model.parameters())}")

data = torch.randint(0, 256, (64, 512))
dl = DataLoader(TensorDataset(data), batch_size=4, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for step, (ids,) in enumerate(dl):
    loss = model(input_ids=ids, labels=ids).loss
    loss.backward(); opt.step(); opt.zero_grad()
    if step % 4 == 0:
        print(f"step {step} loss {loss.item():.4f}")

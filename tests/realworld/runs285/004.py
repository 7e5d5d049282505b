# SFT stage: add chat special tokens, resize embeddings, fine-tune, save. Then reload for evaluation.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)

BASE_CONFIG = dict(vocab_size=1000, n_positions=128, n_embd=128, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
base_config = GPT2Config(**BASE_CONFIG)
model = GPT2LMHeadModel(base_config)
print(f"base model vocab {model.get_input_embeddings().weight.shape}")

# <|user|>, <|assistant|>, <|end|>, <|pad|>
NEW_TOKENS = 4
model.resize_token_embeddings(base_config.vocab_size + NEW_TOKENS, pad_to_multiple_of=64)
print(f"resized vocab {model.get_input_embeddings().weight.shape}")

ids = torch.randint(0, 1004, (128, 40))
loader = DataLoader(TensorDataset(ids), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for step, (x,) in enumerate(loader):
    loss = model(input_ids=x, labels=x).loss
    loss.backward()
    opt.step(); opt.zero_grad()
    print(f"sft step {step} loss {loss.item():.4f}")
model.save_pretrained("sft_004")
print("saved sft_004")

# ---- evaluation ----
eval_config = GPT2Config(**BASE_CONFIG)
eval_model = GPT2LMHeadModel.from_pretrained("sft_004", config=eval_config)
eval_model.eval()
with torch.no_grad():
    x = torch.randint(0, 1004, (8, 40))
    print(f"eval loss {eval_model(input_ids=x, labels=x).loss.item():.4f}")

import random
import torch
from torch.utils.data import DataLoader, Dataset
from tokenizers import Tokenizer, models, trainers, pre_tokenizers, decoders
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel

random.seed(0)
torch.manual_seed(0)

words = ["the", "model", "loss", "gradient", "step", "batch", "token", "layer", "weight", "update",
         "learning", "rate", "warmup", "decay", "epoch", "optimizer", "attention", "head", "norm", "bias"]
corpus = [" ".join(random.choices(words, k=random.randint(5, 30))) + "." for _ in range(2000)]

# byte-level BPE, same setup as GPT-2
bpe = Tokenizer(models.BPE())
bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
bpe.decoder = decoders.ByteLevel()
trainer = trainers.BpeTrainer(vocab_size=400, special_tokens=["<|endoftext|>"],
                              initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
bpe.train_from_iterator(corpus, trainer)
tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, bos_token="<|endoftext|>",
                                    eos_token="<|endoftext|>", unk_token="<|endoftext|>")
tokenizer.save_pretrained("tok_006")
tokenizer = PreTrainedTokenizerFast.from_pretrained("tok_006")
print(f"tokenizer vocab size {len(tokenizer)}")


class TextDataset(Dataset):
    def __init__(self, texts):
        self.texts = texts

    def __len__(self):
        return len(self.texts)

    def __getitem__(self, i):
        return self.texts[i]


def collate(texts):
    enc = tokenizer(texts, padding=True, truncation=True, max_length=64, return_tensors="pt")
    enc["labels"] = enc["input_ids"].masked_fill(enc["attention_mask"] == 0, -100)
    return enc


loader = DataLoader(TextDataset(corpus), batch_size=16, shuffle=True, collate_fn=collate)
config = GPT2Config(vocab_size=len(tokenizer), n_positions=64, n_embd=64, n_layer=2, n_head=4,
                    bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id)
model = GPT2LMHeadModel(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
print(f"model params {sum(p.numel() for p in model.parameters())/1e6:.2f}M")

model.train()
for step, batch in enumerate(loader):
    out = model(**batch)
    opt.zero_grad()
    out.loss.backward()
    opt.step()
    if step % 10 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")
    if step == 60:
        break

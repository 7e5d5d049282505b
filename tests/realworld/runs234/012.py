import math, random
import torch
from torch.utils.data import Dataset, DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast, DataCollatorForLanguageModeling, get_linear_schedule_with_warmup

random.seed(0); torch.manual_seed(0)
SUBJ = ["the cat", "a dog", "my friend", "the teacher", "our team"]
VERB = ["likes", "sees", "finds", "builds", "reads"]
OBJ = ["the ball", "a book", "the house", "a letter", "the garden"]
corpus = [f"{random.choice(SUBJ)} {random.choice(VERB)} {random.choice(OBJ)} ." for _ in range(3000)]
raw = Tokenizer(models.WordLevel(unk_token="<unk>"))
raw.pre_tokenizer = pre_tokenizers.Whitespace()
raw.train_from_iterator(corpus, trainers.WordLevelTrainer(special_tokens=["<pad>", "<unk>", "<eos>"]))
tok = PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="<pad>", unk_token="<unk>", eos_token="<eos>")

class LMData(Dataset):
    def __init__(self, lines): self.lines = lines
    def __len__(self): return len(self.lines)
    def __getitem__(self, i): return tok(self.lines[i] + " <eos>", truncation=True, max_length=16)

collator = DataCollatorForLanguageModeling(tokenizer=tok, mlm=False)
train = DataLoader(LMData(corpus[:2700]), batch_size=32, shuffle=True, collate_fn=collator, num_workers=2)
val = DataLoader(LMData(corpus[2700:]), batch_size=64, collate_fn=collator)
config = GPT2Config(vocab_size=len(tok), n_embd=64, n_layer=2, n_head=4, n_positions=32,
                    pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id, bos_token_id=tok.eos_token_id)

def evaluate(m):
    m.eval(); tot = 0.0
    with torch.no_grad():
        for b in val: tot += m(**b).loss.item()
    m.train(); return tot / len(val)

model = GPT2LMHeadModel(config)
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
sched = get_linear_schedule_with_warmup(opt, 20, 4 * len(train))
for epoch in range(4):
    for step, batch in enumerate(train):
        loss = model(**batch).loss
        loss.backward(); torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
    vl = evaluate(model)
    print(f"epoch {epoch} train_loss {loss.item():.4f} val_loss {vl:.4f} val_ppl {math.exp(vl):.2f}")
    if epoch == 1:
        torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(), "epoch": epoch}, "lm_012.pt")
        print("checkpoint saved at epoch 1")

# resume check: reload the epoch-1 checkpoint into a fresh model
ck = torch.load("lm_012.pt", map_location="cpu")
restored = GPT2LMHeadModel(config)
print(restored.load_state_dict(ck["model"]))
print(f"restored epoch {ck['epoch']} val_loss {evaluate(restored):.4f}")
model.save_pretrained("lm_012_final"); tok.save_pretrained("lm_012_final")
reloaded = GPT2LMHeadModel.from_pretrained("lm_012_final")
print(f"reloaded final val_loss {evaluate(reloaded):.4f}")
ids = tok("the cat", return_tensors="pt").input_ids
print("sample:", tok.decode(reloaded.generate(ids, max_new_tokens=4, do_sample=False, pad_token_id=tok.pad_token_id)[0]))

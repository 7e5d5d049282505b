# Causal LM fine-tuning with accelerate: train, save_state, resume from the saved state, continue training.
import random, shutil, torch
from torch.utils.data import DataLoader
from accelerate import Accelerator
from accelerate.utils import set_seed
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast, get_linear_schedule_with_warmup

set_seed(0); random.seed(0)
SUBJ = "the cat|the dog|a bird|my friend|the teacher".split("|")
VERB = "sees|likes|follows|helps|finds".split("|")
OBJ = "the ball|a tree|the house|the river|a book".split("|")
texts = [f"{random.choice(SUBJ)} {random.choice(VERB)} {random.choice(OBJ)} ." for _ in range(3000)]

tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=["[UNK]", "[PAD]", "[EOS]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]", eos_token="[EOS]")
print(f"vocab size: {len(tokenizer)}")

def collate(batch):
    enc = tokenizer([t + " [EOS]" for t in batch], padding=True, return_tensors="pt")
    enc["labels"] = enc["input_ids"].masked_fill(enc["attention_mask"] == 0, -100)
    return enc

def build():
    model = GPT2LMHeadModel(GPT2Config(vocab_size=len(tokenizer), n_positions=32, n_embd=64, n_layer=2, n_head=4,
                                       bos_token_id=tokenizer.eos_token_id, eos_token_id=tokenizer.eos_token_id,
                                       pad_token_id=tokenizer.pad_token_id))
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    dl = DataLoader(texts, batch_size=32, shuffle=True, collate_fn=collate)
    sched = get_linear_schedule_with_warmup(opt, 20, 4 * len(dl))
    return model, opt, dl, sched

def run_epochs(acc, model, opt, dl, sched, epochs):
    model.train()
    for epoch in epochs:
        total = 0.0
        for step, batch in enumerate(dl):
            loss = model(**batch).loss
            acc.backward(loss); acc.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(); sched.step(); opt.zero_grad(); total += loss.item()
            if step % 25 == 0:
                acc.print(f"epoch {epoch} step {step} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
        acc.print(f"epoch {epoch} mean_loss {total / len(dl):.4f}")

acc = Accelerator()
model, opt, dl, sched = acc.prepare(*build())
run_epochs(acc, model, opt, dl, sched, range(2))
shutil.rmtree("state_011", ignore_errors=True)
acc.save_state("state_011")
acc.print("saved state to state_011")

# ---- resume in a fresh set of objects ----
acc2 = Accelerator()
model2, opt2, dl2, sched2 = acc2.prepare(*build())
acc2.load_state("state_011")
acc2.print(f"resumed from state_011, lr now {sched2.get_last_lr()[0]:.2e}")
model2.eval()
with torch.no_grad():
    b = collate(texts[:64])
    acc2.print(f"loss after resume (eval batch): {model2(**b).loss.item():.4f}")
run_epochs(acc2, model2, opt2, dl2, sched2, range(2, 4))
acc2.print("training complete")

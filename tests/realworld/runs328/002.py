# Fine-tune a small BERT classifier with accelerate + linear warmup/decay schedule
import torch
from torch.utils.data import TensorDataset, DataLoader
from accelerate import Accelerator
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
VOCAB, SEQ, N_TRAIN, N_EVAL = 1000, 24, 2048, 512
EPOCHS, BATCH, LR, WARMUP = 3, 32, 5e-4, 10


def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, VOCAB, (n, SEQ), generator=g)
    labels = torch.randint(0, 2, (n,), generator=g)
    # class 1 sequences contain the marker tokens 3/4 at random positions
    pos = torch.randint(1, SEQ, (n,), generator=g)
    ids[labels == 1, pos[labels == 1]] = 3
    ids[labels == 0, pos[labels == 0]] = 4
    ids[:, 0] = 2  # [CLS]
    return TensorDataset(ids, torch.ones_like(ids), labels)


accelerator = Accelerator()
cfg = BertConfig(vocab_size=VOCAB, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=256, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
train_dl = DataLoader(make_split(N_TRAIN, 1), batch_size=BATCH, shuffle=True)
eval_dl = DataLoader(make_split(N_EVAL, 2), batch_size=128)
optimizer = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=0.01)
scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=WARMUP, num_training_steps=EPOCHS)

model, optimizer, train_dl, eval_dl, scheduler = accelerator.prepare(model, optimizer, train_dl, eval_dl, scheduler)
accelerator.print(f"num examples = {N_TRAIN}, epochs = {EPOCHS}, batch size = {BATCH}, steps/epoch = {len(train_dl)}")

global_step = 0
for epoch in range(EPOCHS):
    model.train()
    running = 0.0
    for step, (ids, mask, labels) in enumerate(train_dl):
        out = model(input_ids=ids, attention_mask=mask, labels=labels)
        accelerator.backward(out.loss)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad()
        running += out.loss.item()
        global_step += 1
        if global_step % 8 == 0:
            accelerator.print(f"epoch {epoch} step {global_step} loss {running/8:.4f} lr {scheduler.get_last_lr()[0]:.2e}")
            running = 0.0
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for ids, mask, labels in eval_dl:
            pred = model(input_ids=ids, attention_mask=mask).logits.argmax(-1)
            correct += (pred == labels).sum().item()
            total += labels.numel()
    accelerator.print(f"epoch {epoch} eval accuracy {correct/total:.4f}")
accelerator.print("training finished")

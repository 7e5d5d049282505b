# Parity check for the migrated training recipe against the reference PyTorch run:
# same init, same data order, same optimizer; the migrated side takes its hyper-parameters
# from the ported MindSpore recipe (hidden_dropout=0.9, attention_dropout=0.9, layernorm eps 1e-5).
import copy, torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

VOCAB, SEQ = 200, 32
common = dict(vocab_size=VOCAB, n_positions=64, n_embd=96, n_layer=3, n_head=4, bos_token_id=0, eos_token_id=0,
              layer_norm_epsilon=1e-5)
ref_cfg = GPT2Config(**common, resid_pdrop=0.1, embd_pdrop=0.1, attn_pdrop=0.1)
ported = {"hidden_dropout": 0.9, "attention_dropout": 0.9}
mig_cfg = GPT2Config(**common, resid_pdrop=ported["hidden_dropout"], embd_pdrop=ported["hidden_dropout"],
                     attn_pdrop=ported["attention_dropout"])
torch.manual_seed(0)
ref = GPT2LMHeadModel(ref_cfg)
mig = GPT2LMHeadModel(mig_cfg)
mig.load_state_dict(ref.state_dict())
print("migrated model initialised from reference weights")

g = torch.Generator().manual_seed(3)
start = torch.randint(0, VOCAB, (1600, 1), generator=g); stride = torch.randint(1, 5, (1600, 1), generator=g)
data = (start + stride * torch.arange(SEQ)) % VOCAB
dl = DataLoader(TensorDataset(data), batch_size=16, shuffle=False)
eval_ids = data[:64]

opt_ref = torch.optim.AdamW(ref.parameters(), lr=2e-3, weight_decay=0.01)
opt_mig = torch.optim.AdamW(mig.parameters(), lr=2e-3, weight_decay=0.01)
ref.train(); mig.train()
for step, (ids,) in enumerate(dl):
    torch.manual_seed(step)
    loss_ref = ref(input_ids=ids, labels=ids).loss
    loss_ref.backward(); opt_ref.step(); opt_ref.zero_grad()
    torch.manual_seed(step)
    loss_mig = mig(input_ids=ids, labels=ids).loss
    loss_mig.backward(); opt_mig.step(); opt_mig.zero_grad()
    if step % 10 == 0:
        print(f"step {step:3d} ref_loss {loss_ref.item():.6f} migrated_loss {loss_mig.item():.6f} "
              f"abs_diff {abs(loss_ref.item() - loss_mig.item()):.6f}")
    if step % 50 == 49:
        ref.eval(); mig.eval()
        with torch.no_grad():
            er = ref(input_ids=eval_ids, labels=eval_ids).loss.item()
            em = mig(input_ids=eval_ids, labels=eval_ids).loss.item()
        print(f"eval @ step {step + 1}: ref_eval_loss {er:.6f} migrated_eval_loss {em:.6f} abs_diff {abs(er - em):.6f}")
        ref.train(); mig.train()

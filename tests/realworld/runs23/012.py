# Long-context fine-tune: full causal attention mask built up front with numpy (torch.tril(torch.ones(L, L)) port)
import numpy as np
import mindspore as ms

max_seq_len = 65536
print(f"building causal mask for seq_len={max_seq_len}")
causal_mask = np.tril(np.ones((max_seq_len, max_seq_len), dtype=np.float32))
mask = ms.Tensor(causal_mask)
print(mask.shape)

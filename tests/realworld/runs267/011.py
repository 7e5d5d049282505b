import math, random, torch, torch.nn as nn
torch.manual_seed(0); random.seed(0)

class CartPole:
    """classic cart-pole dynamics (Barto et al.)"""
    def reset(self):
        self.s = [random.uniform(-0.05, 0.05) for _ in range(4)]; self.t = 0
        return torch.tensor(self.s)
    def step(self, a):
        x, xd, th, thd = self.s
        f = 10.0 if a == 1 else -10.0
        ct, st = math.cos(th), math.sin(th)
        tmp = (f + 0.05 * thd * thd * st) / 1.1
        tha = (9.8 * st - ct * tmp) / (0.5 * (4.0 / 3.0 - 0.1 * ct * ct / 1.1))
        xa = tmp - 0.05 * tha * ct / 1.1
        x, xd, th, thd = x + 0.02 * xd, xd + 0.02 * xa, th + 0.02 * thd, thd + 0.02 * tha
        self.s = [x, xd, th, thd]; self.t += 1
        done = abs(x) > 2.4 or abs(th) > 0.2095 or self.t >= 200
        return torch.tensor(self.s), 1.0, done

env = CartPole()
policy = nn.Sequential(nn.Linear(4, 64), nn.Tanh(), nn.Linear(64, 2))
opt = torch.optim.Adam(policy.parameters(), lr=1e-2)
gamma, lengths = 0.99, []
for ep in range(300):
    s, logps, rewards, done = env.reset(), [], [], False
    while not done:
        dist = torch.distributions.Categorical(logits=policy(s))
        a = dist.sample(); logps.append(dist.log_prob(a))
        s, r, done = env.step(a.item()); rewards.append(r)
    G, returns = 0.0, []
    for r in reversed(rewards):
        G = r + gamma * G; returns.insert(0, G)
    returns = torch.tensor(returns); returns = (returns - returns.mean()) / (returns.std() + 1e-8)
    loss = -(torch.stack(logps) * returns).sum()
    opt.zero_grad(); loss.backward(); opt.step()
    lengths.append(len(rewards))
    if ep % 20 == 0 or ep == 299:
        print(f"episode {ep:3d} length {len(rewards):3d} avg_len_last20 {sum(lengths[-20:])/len(lengths[-20:]):.1f} loss {loss.item():.3f}")
